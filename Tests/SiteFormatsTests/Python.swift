import Foundation

/// Runs a Python 3 script, for checks by real parsers outside the code under test.
enum Python {
    /// What a run printed and how it ended.
    struct Result {
        var status: Int32
        var output: String
        var errors: String
    }

    /// Runs `python3 -c script arguments...` found on PATH; throws when python3 cannot be started.
    static func run(_ script: String, arguments: [String] = []) throws -> Result {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", script] + arguments
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        // Read before waiting, so a full pipe cannot stall the child.
        let outData = output.fileHandleForReading.readDataToEndOfFile()
        let errData = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Result(
            status: process.terminationStatus, output: String(decoding: outData, as: UTF8.self),
            errors: String(decoding: errData, as: UTF8.self))
    }

    /// Writes `text` to a new temporary file and returns its URL.
    static func temporaryFile(_ text: String, suffix: String) throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString + suffix)
        try Data(text.utf8).write(to: url)
        return url
    }
}
