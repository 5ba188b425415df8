import MVVMGenCore

/// The stages of a run after parsing, each over every screen file at once: a run of many
/// small files checked and rendered them one at a time, each on one core, and a thousand
/// files of one screen took three times as long as one file of a thousand screens.
extension GenerationSession {
    /// One screen file's part of the run, as the stages fill it in.
    struct UnitWork {
        var requests: [RenderRequest] = []
        /// Where each placed request goes, and its index in `requests`.
        var placed: [(path: String, index: Int)] = []
        var existing: [FileProbe.Kind] = []
        /// For each placed request: a created-once file that exists, kept and not rendered.
        var isKept: [Bool] = []
        /// Rendered files of the placed requests not kept, in order (each moved out with
        /// `moveOut`, not copied); nil when the file's batch failed.
        var files: [OutputFile]? = nil
        /// What this file's part says, in the order a run of this file alone says it.
        var diagnostics: [Diagnostic] = []
        /// Said once for the whole run, a template's warnings and mistakes: the first file of
        /// a rendering batch has them, and one an earlier file said is dropped.
        var saidOnce: [Diagnostic] = []
    }

    /// Each file planned (stages 2 and 3), on every core when there are several.
    func plans(
        _ parsed: [Attempt<ParsedSpec, DiagnosticsError>],
        modules: (Int) -> ModuleDeclarations
    ) -> [Attempt<GenerationPlan, DiagnosticsError>] {
        Parallel.map(
            count: units.count,
            minimumPerWorker: 4,
            makeState: {},
            transform: { _, index -> Attempt<GenerationPlan, DiagnosticsError> in
                do throws(DiagnosticsError) {
                    let generator = Generator(options: units[index].layout.options)
                    return .success(try generator.plan(parsed[index].get(), module: modules(index)))
                } catch {
                    return .failure(error)
                }
            }
        )
    }

    /// Where each request of `plan` goes; a path outside the output folder is an error.
    func place(_ plan: GenerationPlan, of unit: Unit) -> UnitWork {
        var work = UnitWork(requests: plan.requests, diagnostics: plan.warnings)
        work.placed.reserveCapacity(work.requests.count)
        // Each path on every core for a big file; joining and checking one is most of placing.
        let requests = work.requests
        let paths = Parallel.map(
            count: requests.count,
            minimumPerWorker: 512,
            makeState: {},
            transform: { _, index -> (path: String, isInside: Bool)? in
                let root = requests[index].root
                return unit.layout.path(root: root, relative: requests[index].path).map {
                    ($0, unit.layout.contains($0, root: root))
                }
            }
        )
        for (index, placed) in paths.enumerated() {
            guard let (path, isInside) = placed else { continue }
            work.placed.append((path, index))
            guard !isInside else { continue }
            work.diagnostics.append(
                .error(
                    "refusing to write '\(path)': it is outside the output folder",
                    at: SourceLocation(file: unit.input.path, line: 1, column: 1)
                )
            )
        }
        return work
    }

    /// What stands at every placed path, looked at once for the whole run; the person's
    /// files that exist (readable or not) are kept as they are, so not even rendered.
    func look(at work: inout [UnitWork?]) {
        let existing = FileProbe.kinds(of: work.flatMap { $0?.placed.map(\.path) ?? [] })
        var start = 0
        for index in work.indices {
            guard var unit = work[index] else { continue }
            unit.existing = Array(existing[start..<start + unit.placed.count])
            start += unit.placed.count
            unit.isKept = zip(unit.placed, unit.existing).map { place, kind in
                unit.requests[place.index].ownership == .createdOnce && kind != .missing
            }
            work[index] = unit
        }
    }

    /// Renders every file that is not kept, in one batch for all the screen files that share
    /// a template folder, on every core; the kept ones' templates are checked. A template's
    /// warnings and mistakes are said by the first file of the batch.
    func render(_ work: inout [UnitWork?]) {
        var batches: [(folder: String, units: [Int])] = []
        for index in work.indices where work[index] != nil {
            let folder = units[index].layout.templatesFolder ?? ""
            if let batch = batches.firstIndex(where: { $0.folder == folder }) {
                batches[batch].units.append(index)
            } else {
                batches.append((folder, [index]))
            }
        }
        for batch in batches {
            var rendering: [RenderRequest] = []
            var checking: [RenderRequest] = []
            for index in batch.units {
                let unit = work[index]!
                // A new screen file's requests, all placed in order and none kept, are passed
                // as they are: copying each (a dozen references) held one core for milliseconds.
                if batch.units.count == 1, unit.placed.count == unit.requests.count, !unit.isKept.contains(true),
                    unit.placed.indices.allSatisfy({ unit.placed[$0].index == $0 })
                {
                    rendering = unit.requests
                    break
                }
                for (offset, place) in unit.placed.enumerated() {
                    if unit.isKept[offset] {
                        checking.append(unit.requests[place.index])
                    } else {
                        rendering.append(unit.requests[place.index])
                    }
                }
            }
            let first = batch.units[0]
            let generator = Generator(templates: units[first].templates, prefetch: prefetch)
            do throws(DiagnosticsError) {
                var (files, warnings) = try generator.renderReporting(rendering, checking: checking)
                work[first]!.saidOnce = warnings
                guard batch.units.count > 1 else {
                    work[first]!.files = files
                    continue
                }
                var start = 0
                for index in batch.units {
                    let count = work[index]!.isKept.filter { !$0 }.count
                    work[index]!.files = (start..<start + count).map { files.moveOut(at: $0) }
                    start += count
                }
            } catch {
                work[first]!.saidOnce = error.diagnostics
            }
        }
    }
}

extension Array where Element == OutputFile {
    /// The file at `index`, moved out and an empty one left in its place: a copy would
    /// retain each of its strings, for every file of a big run.
    mutating func moveOut(at index: Int) -> OutputFile {
        var file = OutputFile(path: "", root: .sources, ownership: .regenerated, contents: "")
        swap(&file, &self[index])
        return file
    }
}
