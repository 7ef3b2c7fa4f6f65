import Foundation
import ItinesharyCLI

let status = await CommandLineRunner.run(Array(CommandLine.arguments.dropFirst()))
exit(status.rawValue)
