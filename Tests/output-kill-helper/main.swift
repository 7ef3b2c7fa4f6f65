// Stages a build of the output folder given as the only argument, prints "staged" once some files are written,
// then waits, its files half written, until its standard input closes, so that a test can kill it at that very
// point. It writes the rest and commits only if nobody does.
import Foundation
import SiteOutput

let arguments = CommandLine.arguments
guard arguments.count == 2 else {
    FileHandle.standardError.write(Data("usage: output-kill-helper OUTPUT\n".utf8))
    exit(2)
}
do {
    let output = try OutputFolder.prepare(output: URL(fileURLWithPath: arguments[1]), protecting: [])
    for page in 0..<1000 {
        try output.write("pages/\(page)/index.html", "<p>page \(page) of the killed build</p>\n")
        if page == 50 {
            // Written straight to the pipe, unbuffered, so the test reads it now.
            FileHandle.standardOutput.write(Data("staged\n".utf8))
            _ = FileHandle.standardInput.readDataToEndOfFile()
        }
    }
    try output.commit()
    print("committed")
} catch {
    FileHandle.standardError.write(Data("error: \(error)\n".utf8))
    exit(3)
}
