import Foundation
import MVVMGenCore

/// One run over some screen files: read every input and its configuration, generate every
/// file in memory, and place each on disk. Nothing is written here.
struct GenerationSession {
    struct Unit {
        var input: InputFile
        var layout: OutputLayout
        var templates: TemplateSet
        /// The `mvvmgen.yml` that applies, nil when none does.
        var configuration: String? = nil
    }

    let units: [Unit]
    /// The module's other screen files: read for what they declare, never generated.
    let siblings: [InputFile]
    /// Other modules' screen files, with their module's name: read for their screens.
    let imported: [(module: String, input: InputFile)]
    /// Said once per run: other users' configuration files passed over.
    let configurationWarnings: [Diagnostic]
    /// Built-in templates being compiled on another core while the inputs are read.
    let prefetch: TemplatePrefetch?
    /// `--timings`: each stage's time, nil when not asked for.
    let timings: StageTimes?

    /// `files` may name folders: every screen file under one is read. The files of one run
    /// are one module: each may name the screens of the others and of `flags.siblings`.
    init(
        files: [String],
        flags: OutputSettings,
        prefetch: TemplatePrefetch? = nil,
        timings: StageTimes? = nil
    ) throws(DiagnosticsError) {
        self.prefetch = prefetch
        self.timings = timings
        let files = try ScreenFileList.expand(files)
        let given = Set(files.map(ScreenFileList.key))
        siblings = try ScreenFileList.expand(flags.siblings).filter { !given.contains(ScreenFileList.key($0)) }
            .map { path throws(DiagnosticsError) in try InputReader.read(path) }
        imported = try ImportedModules.read(flags.importedModules)
        // Keyed by path, not `URL?`: a run's first lookup of a key type's `Hashable`
        // conformance scans every conformance record of the binary.
        var templateSets: [String: TemplateSet] = [:]
        var units: [Unit] = []
        var configurationWarnings: [Diagnostic] = []
        // Looked up once per folder: the files of a folder share their configuration.
        var configurations: [String: ConfigurationLocator.Found] = [:]
        for path in files {
            let input = try InputReader.read(path)
            let folder = flags.config ?? FilePath.folder(of: FilePath.standardized(path))
            let config: ConfigurationLocator.Found
            if let known = configurations[folder] {
                config = known
            } else {
                config = try ConfigurationLocator.configuration(for: path, explicit: flags.config)
                configurations[folder] = config
            }
            configurationWarnings += config.othersFilesWarnings.filter { !configurationWarnings.contains($0) }
            let layout = OutputLayout(input: input, flags: flags, config: config)
            if let module = flags.module ?? config.configuration.module, !SwiftNames.isIdentifier(module) {
                let source =
                    flags.module != nil
                    ? "--module" : "'module' of \(config.file.map(FilePath.display) ?? "mvvmgen.yml")"
                throw DiagnosticsError(
                    [.error("\(source): '\(module)' is not a Swift module name (letters, digits and _)", at: nil)],
                    exitCode: .usage
                )
            }
            let templates: TemplateSet
            let key = layout.templatesFolder ?? ""
            if let loaded = templateSets[key] {
                templates = loaded
            } else {
                templates = try TemplateFolder.load(layout.templatesFolder, named: layout.templatesFolderName)
                templateSets[key] = templates
            }
            units.append(Unit(input: input, layout: layout, templates: templates, configuration: config.file))
        }
        self.units = units
        self.configurationWarnings = configurationWarnings
        timings?.finished(.reading)
    }

    /// One output file, placed on disk.
    struct Target {
        var path: String
        var request: RenderRequest
        /// The folder the path must stay in: its root (sources or tests) folder.
        var root: String
        /// The folder headers name screen files relative to.
        var sourcesFolder: String
        /// What stood at the path when the run looked, once, with `lstat`: every later
        /// decision about this file uses it, so a file is never found missing by one step
        /// and present by another.
        var existing: FileProbe.Kind
        /// Nil for a created-once file that exists: it is the person's, so not even rendered.
        var file: OutputFile?
    }

    struct Output {
        var targets: [Target]
        /// Regenerated files on disk, made from one of the inputs, that no input makes any more.
        var stale: [String]
        var warnings: [Diagnostic]
        /// `--verbose`: the `mvvmgen.yml` each input was generated with.
        var configurationReport: [String] = []

        /// `--verbose`: the template each file was rendered from, and where that template is.
        var templateReport: [String] {
            targets.compactMap { target in
                target.file.map { "rendered \(FilePath.display(target.path)) from \($0.template)" }
            }
        }
    }

    /// Generates everything, or throws every diagnostic of every input.
    func generate() throws(DiagnosticsError) -> Output {
        var diagnostics = configurationWarnings
        var output = Output(targets: [], stale: [], warnings: [])
        output.configurationReport = units.map { unit in
            "configuration of \(FilePath.display(unit.input.path)): "
                + (unit.configuration.map(FilePath.display) ?? "none (no mvvmgen.yml applies)")
        }
        // Each file on its own, on every core when there are several. Attempts, not Results:
        // a run's first `[Result<…, some Error>]` checks `Error` at run time, a scan of every
        // conformance record in the process.
        let parsed = Parallel.map(
            count: units.count,
            minimumPerWorker: 4,
            makeState: {},
            transform: { _, index -> Attempt<ParsedSpec, DiagnosticsError> in
                do throws(DiagnosticsError) {
                    return .success(try SpecParser.parse(units[index].input))
                } catch {
                    return .failure(error)
                }
            }
        )
        // A sibling's own mistakes are reported by its own run; what it declares is still used.
        let siblingFiles = siblings.compactMap { try? SpecParser.parse($0) }
        let importedFiles = imported.compactMap { entry in
            (try? SpecParser.parse(entry.input)).map { (module: entry.module, file: $0) }
        }
        timings?.finished(.parsing)
        let moduleFiles = parsed.compactMap(\.value) + siblingFiles
        // Screens and models of the module: a file a gone (renamed) screen file made that
        // one of them still makes is not stale, whichever file's run finds it.
        let moduleNames = Set(
            moduleFiles.flatMap { $0.file.screens.map(\.name.text) + $0.file.models.map(\.name.text) }
        )
        // Each file's module is the others: indexed once for the run, not once per file.
        let modules = ModuleDeclarations.eachOther(of: moduleFiles, imported: importedFiles)
        // Each read unit's place among them; a unit that could not be read stops at its errors.
        var readable = 0
        let places = parsed.map { attempt -> Int? in
            guard attempt.value != nil else { return nil }
            defer { readable += 1 }
            return readable
        }
        let planned = plans(parsed) { places[$0].map { modules[$0] } ?? .none }
        var work = planned.indices.map { index in planned[index].value.map { place($0, of: units[index]) } }
        // A stage no file reached is not timed: `--timings` lists the stages a run finished.
        let reached = work.contains { $0 != nil } ? timings : nil
        reached?.finished(.checking)
        look(at: &work)
        reached?.finished(.looking)
        render(&work)
        reached?.finished(.rendering)
        for (index, unit) in units.enumerated() {
            // Moved out, not copied: it holds the file's rendered contents.
            guard var unitWork = work[index].take() else {
                if case .failure(let error) = planned[index] {
                    diagnostics += error.diagnostics.filter { !diagnostics.contains($0) }
                }
                continue
            }
            diagnostics += unitWork.diagnostics
            // A mistake in a template the run's screen files share is said once.
            diagnostics += unitWork.saidOnce.filter { !diagnostics.contains($0) }
            guard var files = unitWork.files.take() else { continue }
            var nextFile = 0
            let targets = unitWork.placed.indices.map { offset in
                let place = unitWork.placed[offset]
                var file: OutputFile?
                if !unitWork.isKept[offset] {
                    file = files.moveOut(at: nextFile)
                    nextFile += 1
                }
                return Target(
                    path: place.path,
                    request: unitWork.requests[place.index],
                    root: unit.layout.rootFolder(unitWork.requests[place.index].root),
                    sourcesFolder: unit.layout.sourcesFolder,
                    existing: unitWork.existing[offset],
                    file: file
                )
            }
            if output.targets.isEmpty { output.targets = targets } else { output.targets += targets }
            output.stale += StaleFiles.find(
                in: unit.layout.generatedFolder,
                from: unit.layout.options.sourcePath ?? unit.input.fileName,
                sourcesFolder: unit.layout.sourcesFolder,
                keeping: targets,
                madeFor: moduleNames
            )
            diagnostics += StaleFiles.createdOnceOrphans(
                in: [unit.layout.sourcesFolder] + [unit.layout.testsFolder].compactMap { $0 },
                from: unit.layout.options.sourcePath ?? unit.input.fileName,
                keeping: targets
            ).map { orphan in
                Diagnostic(
                    .warning,
                    at: nil,
                    "'\(FilePath.display(orphan))' was created for a screen '\(unit.input.path)' no longer makes: it is yours, so mvvmgen leaves it; delete it if you no longer need it (without its regenerated files it may not compile)"
                )
            }
        }
        if diagnostics.contains(where: { $0.severity == .error }) {
            throw DiagnosticsError(diagnostics)
        }
        // A file one screen file left (a renamed one's) that another of the run makes now
        // is that one's, not stale.
        let made = Set(output.targets.map(\.path))
        output.stale = Array(Set(output.stale.filter { !made.contains($0) })).sorted()
        do throws(DiagnosticsError) {
            output.warnings = diagnostics + (try KeptFileChecks.warnings(output.targets))
        } catch {
            throw error.after(diagnostics)
        }
        timings?.finished(.looking)
        return output
    }
}
