import ArgumentParser

/// The `itineshary` command and its subcommands.
public struct Itineshary: AsyncParsableCommand {
    /// The command's name, summary and subcommands.
    public static let configuration = CommandConfiguration(
        commandName: "itineshary",
        abstract: "Turns trips and city recommendations written in Markdown into a static site.",
        subcommands: [Init.self, New.self, Check.self, Build.self, Serve.self, Enrich.self, ThemeCommand.self]
    )

    /// Creates the root command; ArgumentParser calls this.
    public init() {}
}
