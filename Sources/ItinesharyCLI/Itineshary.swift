import ArgumentParser

/// The `itineshary` command and its subcommands.
public struct Itineshary: AsyncParsableCommand {
    /// The version `itineshary --version` prints.
    public static let version = "0.1.0"

    /// The command's name, summary, version and subcommands.
    public static let configuration = CommandConfiguration(
        commandName: "itineshary",
        abstract: "Turns trips and city recommendations written in Markdown into a static site.",
        version: version,
        subcommands: [Init.self, New.self, Check.self, Build.self, Serve.self, Enrich.self, ThemeCommand.self]
    )

    /// Creates the root command; ArgumentParser calls this.
    public init() {}
}
