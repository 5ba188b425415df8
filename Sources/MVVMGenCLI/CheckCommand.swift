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

    @Flag(help: "Check only the created-once files: the build plugin generates the regenerated ones.")
    var createdOnceOnly = false

    @Flag(name: .shortAndLong, help: "Print no diff: only the exit code, errors and warnings say what is stale.")
    var quiet = false

    @Flag(help: "Print how long each stage of the run took to standard error, to see where a slow run spends its time.")
    var timings = false

    func run() throws {
        let stageTimes = timings ? StageTimes() : nil
        CommandReport.finish(timings: stageTimes) { () throws(DiagnosticsError) in try execute(timings: stageTimes) }
    }

    func execute() throws(DiagnosticsError) -> CommandReport {
        try execute(timings: nil)
    }

    /// The report; `stageTimes`, when given, marks each stage as it ends.
    private func execute(timings stageTimes: StageTimes?) throws(DiagnosticsError) -> CommandReport {
        var output = try GenerationSession(files: files, flags: locations.settings, timings: stageTimes).generate()
        // Registered once generating succeeded: an error before is the run's, not the comparison's.
        defer { stageTimes?.finished(.comparing) }
        var collisions: [Diagnostic] = []
        if createdOnceOnly {
            let selected = output.createdOnceOnly()
            output = selected.output
            collisions = selected.collisions
        }
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
                    switch FileProbe.read(target.path, atMost: OutputFileLimits.fileBytes) {
                    case .text(let read):
                        text = read
                    case .unreadable(let reason):
                        problems.append(.error("cannot read '\(path)': \(reason)", at: nil))
                        continue
                    case .tooLarge(let size):
                        let limit = OutputFileLimits.fileBytes
                        problems.append(
                            .error(OutputFileLimits.tooLarge(target.path, size: size, limit: limit), at: nil)
                        )
                        continue
                    }
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
        if differences > 0 || !collisions.isEmpty {
            let failure = Diagnostic.error(Self.advice(differences, output: output), at: nil)
            return CommandReport(
                output: quiet ? [] : lines,
                diagnostics: output.warnings + collisions + [failure],
                exitCode: .outOfDate
            )
        }
        lines.append("up to date: \(output.targets.count) files")
        return CommandReport(output: quiet ? [] : lines, diagnostics: output.warnings)
    }

    /// What to run. When no regenerated file is in the source tree, the target may use the
    /// build plugin: plain `mvvmgen` would then declare every type twice.
    private static func advice(_ differences: Int, output: GenerationSession.Output) -> String {
        let regenerated = output.targets.filter { $0.request.ownership == .regenerated }
        let base = "\(differences) file(s) out of date; run mvvmgen to update them"
        guard !regenerated.isEmpty, regenerated.allSatisfy({ $0.existing == .missing }) else { return base }
        return base
            + " (no regenerated file is in the source tree: if the target uses the build plugin, which makes them at build time, run `mvvmgen check --created-once-only` instead, and create missing files with `mvvmgen --created-once-only`, never plain `mvvmgen`, whose files the target would declare twice)"
    }
}
