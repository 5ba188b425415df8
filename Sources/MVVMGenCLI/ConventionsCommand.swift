import ArgumentParser
import MVVMGenCore

/// `mvvmgen conventions [C1…]`: what "(convention C1)" in a generated comment means.
struct ConventionsCommand: ReportingCommand {
    static let configuration = CommandConfiguration(
        commandName: "conventions",
        abstract: "What the conventions generated comments cite (C1–C12) mean in the generated code."
    )

    @Argument(help: "Conventions to print, e.g. C1 C10; all when none is named.")
    var ids: [String] = []

    func execute() throws(DiagnosticsError) -> CommandReport {
        let known = Conventions.all.map(\.id)
        var chosen: [Conventions.Convention] = []
        for id in ids {
            guard let convention = Conventions.all.first(where: { $0.id.lowercased() == id.lowercased() }) else {
                throw DiagnosticsError(
                    [.error("no convention '\(id)'; they are \(known.joined(separator: ", "))", at: nil)],
                    exitCode: .usage
                )
            }
            chosen.append(convention)
        }
        let shown = chosen.isEmpty ? Conventions.all : chosen
        return CommandReport(output: [shown.map(Conventions.text(of:)).joined(separator: "\n\n")])
    }
}
