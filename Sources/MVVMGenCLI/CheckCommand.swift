import ArgumentParser
import Foundation
import MVVMGenCore

/// `mvvmgen check FILE…`: the CI gate for teams that commit generated code.
struct CheckCommand: ReportingCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Regenerate in memory and show what is stale or missing, without writing.",
        discussion: """
            Prints a unified diff for every regenerated file that differs or is missing, names
            user-owned files that are missing and regenerated files no screen makes any more.
            Exits 1 when anything differs, 0 when everything is up to date.
            """
    )

    @Argument(help: "Screen description files (YAML).")
    var files: [String]

    @OptionGroup var locations: OutputOptions

    func execute() throws(DiagnosticsError) -> CommandReport {
        let output = try GenerationSession(files: files, flags: locations).generate()
        var lines: [String] = []
        var differences = 0
        var problems: [Diagnostic] = []
        for target in output.targets {
            let path = FilePath.display(target.path)
            switch (target.request.ownership, target.file) {
            case (.regenerated, let file?):
                // Only a regular file is opened: a FIFO at an output path must not hang CI.
                let text: String?
                switch target.existing {
                case .missing:
                    text = nil
                case .regular:
                    guard case .text(let read) = FileProbe.read(target.path) else {
                        problems.append(.error("cannot read '\(path)'", at: nil))
                        continue
                    }
                    text = read
                default:
                    problems.append(.error("'\(path)' is not a regular file: mvvmgen never opens it", at: nil))
                    continue
                }
                guard text != file.contents else { continue }
                differences += 1
                let diff = UnifiedDiff.render(
                    old: text ?? "",
                    new: file.contents,
                    oldLabel: text == nil ? "/dev/null" : "a/\(path)",
                    newLabel: "b/\(path)"
                )
                lines.append(String(diff.dropLast()))  // the report adds the last newline
            case (.createdOnce, _) where target.existing == .missing:
                differences += 1
                lines.append("missing: \(path) (created once; run mvvmgen to create it)")
            default:
                break
            }
        }
        if !problems.isEmpty {
            throw DiagnosticsError(output.warnings + problems, exitCode: .ioError)
        }
        for path in output.stale {
            differences += 1
            lines.append("stale: \(FilePath.display(path)) (no longer generated; mvvmgen --prune removes it)")
        }
        if differences > 0 {
            let failure = Diagnostic.error("\(differences) file(s) out of date; run mvvmgen to update them", at: nil)
            return CommandReport(output: lines, diagnostics: output.warnings + [failure], exitCode: .outOfDate)
        }
        lines.append("up to date: \(output.targets.count) files")
        return CommandReport(output: lines, diagnostics: output.warnings)
    }
}
