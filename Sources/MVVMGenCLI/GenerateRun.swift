import MVVMGenCore
import MVVMGenSystem

/// One `mvvmgen generate` run, its options as plain values: what `GenerateCommand` parses
/// with ArgumentParser, and what `QuickGenerate` reads without it.
struct GenerateRun: Equatable {
    var files: [String]
    var locations: OutputSettings
    var dryRun = false
    var force = false
    var prune = false
    var createdOnceOnly = false
    var quiet = false
    var verbose = false
    /// `--timings`: print each stage's time to standard error at the end.
    var timings = false

    /// Why the flags cannot go together, or nil.
    static func combinationProblem(createdOnceOnly: Bool, force: Bool, prune: Bool) -> String? {
        createdOnceOnly && (force || prune)
            ? "--force and --prune act on regenerated files, which --created-once-only never writes or removes"
            : nil
    }

    /// Generates, writes and reports; the command boundary, as `ReportingCommand.run` is.
    func run() -> Never {
        mvvmgen_prepare_heap_for_generating()
        let stageTimes = timings ? StageTimes() : nil
        CommandReport.finish(timings: stageTimes) { () throws(DiagnosticsError) in try execute(timings: stageTimes) }
    }

    /// The run's report; `stageTimes`, when given, marks each stage as it ends.
    func execute(timings stageTimes: StageTimes? = nil) throws(DiagnosticsError) -> CommandReport {
        // Started first, so the templates are compiled while the inputs are read: UIKit's,
        // the default flavour (a run of SwiftUI screens compiles its own, as without it).
        let prefetch = TemplatePrefetch.start(flavour: .uikit, writesTests: !locations.noTests)
        var output = try GenerationSession(files: files, flags: locations, prefetch: prefetch, timings: stageTimes)
            .generate()
        var skipped: [String] = []
        if createdOnceOnly {
            let selected = output.createdOnceOnly()
            output = selected.output
            skipped = selected.skipped.map { [$0] } ?? []
            output.warnings += selected.collisions
        }
        do {
            let plan = try WritePlan.decide(output, force: force, prune: prune)
            // What the person must do about a new router, new commands their tests never call, or
            // members their view model keeps that the YAML dropped: worked out before writing,
            // while the old interfaces are still on disk.
            let notes =
                plan.creationNotes(output.targets) + UntestedCalls.notes(output.targets, plan: plan)
                + RemovedMembers.notes(output.targets, plan: plan)
            stageTimes?.finished(.deciding)
            defer { CommandReport.keepUntilExit(output, plan) }
            let execution =
                dryRun
                ? WritePlan.Execution(lines: plan.describeDryRun(), warnings: []) : try plan.execute(listing: !quiet)
            stageTimes?.finished(.writing)
            var lines = execution.lines + skipped + notes
            if verbose { lines += output.configurationReport + output.templateReport }
            return CommandReport(output: quiet ? [] : lines, diagnostics: output.warnings + execution.warnings)
        } catch {
            throw error.after(output.warnings)
        }
    }
}
