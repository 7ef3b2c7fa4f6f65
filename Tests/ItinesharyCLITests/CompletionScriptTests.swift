import Testing

@testable import ItinesharyCLI

/// `itineshary --generate-completion-script SHELL` prints the script docs/commands.md says to install: for the
/// shell's completion system, offering the subcommands and their options.
@Suite struct CompletionScriptTests {
    static let subcommands = ["init", "new", "check", "build", "serve", "enrich", "theme"]

    static func script(_ shell: String) async -> String {
        let (status, capture) = await Capture.run(["--generate-completion-script", shell])
        #expect(status == .success)
        #expect(capture.err.isEmpty)
        return capture.out
    }

    @Test func bashCompletesTheSubcommandsAndTheirOptions() async {
        let script = await Self.script("bash")
        #expect(script.contains("\ncomplete -o filenames -F _itineshary itineshary\n"))
        #expect(script.contains("compgen -W '\(Self.subcommands.joined(separator: " ")) help'"))
        for subcommand in Self.subcommands { #expect(script.contains("\n_itineshary_\(subcommand)() {\n")) }
        #expect(script.contains("--offline"))
        #expect(script.contains("_itineshary_theme_eject() {"))
    }

    @Test func zshCompletesTheSubcommandsAndTheirOptions() async {
        let script = await Self.script("zsh")
        #expect(script.hasPrefix("#compdef itineshary\n"))
        for subcommand in Self.subcommands { #expect(script.contains("'\(subcommand):")) }
        #expect(script.contains("'--offline["))
        #expect(script.contains("'eject:"))
    }

    @Test func fishCompletesTheSubcommandsAndTheirOptions() async {
        let script = await Self.script("fish")
        for subcommand in Self.subcommands { #expect(script.contains("-fa '\(subcommand)'")) }
        #expect(script.contains("complete -c 'itineshary'"))
        #expect(script.contains("-l 'offline'"))
        #expect(script.contains("-fa 'eject'"))
    }

    @Test func anUnknownShellIsAUsageErrorThatNamesTheShellsThereAre() async {
        let (status, capture) = await Capture.run(["--generate-completion-script", "tcsh"])
        #expect(status == .usage)
        #expect(capture.out.isEmpty)
        #expect(capture.err.contains("Can't generate completion scripts for 'tcsh'"))
        #expect(capture.err.contains("zsh bash fish"))
    }
}
