// dilint: finds dependency-injection anti-patterns in Swift code.
// The executable is thin: it parses arguments, runs a command, prints, and exits.
import Foundation

let status = CommandLineTool.run(Array(CommandLine.arguments.dropFirst()))
Output.standard.flush()
Output.standardError.flush()
exit(status)
