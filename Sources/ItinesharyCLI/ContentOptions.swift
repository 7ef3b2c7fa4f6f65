import ArgumentParser

/// The option every command that reads content shares.
struct ContentOptions: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp("The content folder.", valueName: "DIR"))
    var content: String = "Content"
}
