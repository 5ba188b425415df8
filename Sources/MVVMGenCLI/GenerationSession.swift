import ArgumentParser
import Foundation
import MVVMGenCore

/// One run over some screen files: read every input and its configuration, generate every
/// file in memory, and place each on disk. Nothing is written here.
struct GenerationSession {
    struct Unit {
        var input: InputFile
        var layout: OutputLayout
        var templates: TemplateSet
    }

    let units: [Unit]

    init(files: [String], flags: OutputOptions) throws {
        var templateSets: [URL?: TemplateSet] = [:]
        units = try files.map { path in
            let input = try InputReader.read(path)
            let config = try ConfigurationLocator.configuration(for: path, explicit: flags.config)
            let layout = OutputLayout(input: input, flags: flags, config: config)
            let templates = try templateSets[layout.templatesFolder] ?? TemplateFolder.load(layout.templatesFolder)
            templateSets[layout.templatesFolder] = templates
            return Unit(input: input, layout: layout, templates: templates)
        }
    }

    struct Output {
        var targets: [WritePlan.Target]
        /// Regenerated files on disk, made from one of the inputs, that no input makes any more.
        var stale: [String]
    }

    /// Generates everything, or prints every diagnostic of every input and fails.
    func generate() throws -> Output {
        var diagnostics: [Diagnostic] = []
        var output = Output(targets: [], stale: [])
        for unit in units {
            let generator = Generator(templates: unit.templates, options: unit.layout.options)
            do {
                // The person's files that exist are kept as they are, so not even rendered.
                let result = try generator.generate(unit.input) { root, path in
                    let file = OutputFile(path: path, root: root, ownership: .createdOnce, contents: "")
                    return unit.layout.path(for: file).map { FileManager.default.fileExists(atPath: $0) } ?? false
                }
                diagnostics += result.warnings
                let targets = result.files.compactMap { file in
                    unit.layout.path(for: file).map { WritePlan.Target(path: $0, file: file) }
                }
                for target in targets where !unit.layout.contains(target.path, root: target.file.root) {
                    diagnostics.append(.error(
                        "refusing to write '\(target.path)': it is outside the output folder",
                        at: SourceLocation(file: unit.input.path, line: 1, column: 1)))
                }
                output.targets += targets
                output.stale += StaleFiles.find(in: unit.layout.generatedFolder, from: unit.input, keeping: targets)
            } catch {
                diagnostics += error.diagnostics
            }
        }
        Diagnostics.print(diagnostics)
        if diagnostics.contains(where: { $0.severity == .error }) {
            throw ExitCode(ExitCodes.invalidInput)
        }
        return output
    }
}

/// Regenerated files left behind when a screen or model is removed from its YAML.
enum StaleFiles {
    static func find(in folder: URL, from input: InputFile, keeping targets: [WritePlan.Target]) -> [String] {
        let kept = Set(targets.map(\.path))
        let folderPath = folder.standardizedFileURL.path
        // Relative paths, not URLs: a generated folder holds thousands of files.
        guard let enumerator = FileManager.default.enumerator(atPath: folderPath) else { return [] }
        var stale: [String] = []
        for case let relative as String in enumerator where relative.hasSuffix(".swift") {
            let path = FilePath.join(folderPath, relative)
            guard !kept.contains(path), let handle = FileHandle(forReadingAtPath: path) else { continue }
            let head = String(decoding: handle.readData(ofLength: 512), as: UTF8.self)
            try? handle.close()
            if GeneratedHeader.source(of: head) == input.fileName { stale.append(path) }
        }
        return stale.sorted()
    }
}

/// Prints diagnostics the way compilers do, on standard error.
enum Diagnostics {
    static func print(_ diagnostics: [Diagnostic]) {
        for diagnostic in diagnostics {
            FileHandle.standardError.write(Data((diagnostic.description + "\n").utf8))
        }
    }

    static func fail(_ message: String, code: Int32) -> ExitCode {
        FileHandle.standardError.write(Data("error: \(message)\n".utf8))
        return ExitCode(code)
    }
}
