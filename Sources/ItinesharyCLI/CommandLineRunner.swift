import ArgumentParser

/// Runs the command line and returns the exit status of SPEC §8, so the executable stays a few lines
/// and tests can run commands in-process.
public enum CommandLineRunner {
    /// Parses `arguments` (without the program name), runs the command, and returns its exit status.
    public static func run(_ arguments: [String]) async -> ExitStatus {
        let console = Console.current
        do {
            var command = try Itineshary.parseAsRoot(arguments)
            if var asyncCommand = command as? AsyncParsableCommand {
                try await asyncCommand.run()
            } else {
                try command.run()
            }
            return .success
        } catch let exit as CommandExit {
            return exit.status
        } catch {
            let code = Itineshary.exitCode(for: error)
            let message = Itineshary.fullMessage(for: error)
            if code == .success {
                // The argument parser answers --version with the version alone; the full report replaces it.
                console.out(message == Itineshary.version ? VersionReport.current().text : message + "\n")
                return .success
            }
            console.err(message + "\n")
            return code == .validationFailure ? .usage : .failure
        }
    }
}
