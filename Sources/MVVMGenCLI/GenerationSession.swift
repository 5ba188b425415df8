import ArgumentParser
import Foundation
import MVVMGenCore

/// One run: read every input, generate every file in memory, and decide where each goes.
/// Nothing is written until every input has been read and checked.
struct GenerationSession {
    let inputs: [InputFile]
    let options: OutputOptions
    let templates: TemplateSet

    init(files: [String], options: OutputOptions) throws {
        self.options = options
        self.inputs = try files.map(InputReader.read)
        self.templates = try TemplateFolder.load(options.templates)
    }

    /// Generates everything and maps it onto the file system, or fails with every diagnostic.
    func plan() throws -> WritePlan {
        var diagnostics: [Diagnostic] = []
        var targets: [WritePlan.Target] = []
        for input in inputs {
            let layout = OutputLayout(input: input, options: options)
            let generator = Generator(
                templates: templates,
                options: GenerationOptions(moduleName: layout.moduleName, writesTests: layout.testsFolder != nil))
            do {
                let result = try generator.generate(input)
                diagnostics += result.warnings
                targets += result.files.compactMap { file in
                    layout.url(for: file).map { WritePlan.Target(url: $0, file: file) }
                }
            } catch {
                diagnostics += error.diagnostics
            }
        }
        Diagnostics.print(diagnostics)
        if diagnostics.contains(where: { $0.severity == .error }) {
            throw ExitCode(ExitCodes.invalidInput)
        }
        return try WritePlan(targets: targets)
    }
}

/// Where a YAML file's outputs go.
struct OutputLayout {
    let sourcesFolder: URL
    let testsFolder: URL?
    let moduleName: String?

    init(input: InputFile, options: OutputOptions) {
        let yamlFolder = URL(fileURLWithPath: input.path).deletingLastPathComponent()
        sourcesFolder = options.output.map { URL(fileURLWithPath: $0, isDirectory: true) } ?? yamlFolder
        let package = Self.swiftPMTarget(containing: sourcesFolder)
        moduleName = options.module ?? package?.module ?? sourcesFolder.lastPathComponent
        if options.noTests {
            testsFolder = nil
        } else if let tests = options.testsOutput {
            testsFolder = URL(fileURLWithPath: tests, isDirectory: true)
        } else if let package {
            testsFolder = package.root.appendingPathComponent("Tests/\(package.module)Tests", isDirectory: true)
        } else {
            testsFolder = nil
        }
    }

    func url(for file: OutputFile) -> URL? {
        switch file.root {
        case .sources: sourcesFolder.appendingPathComponent(file.path)
        case .tests: testsFolder?.appendingPathComponent(file.path)
        }
    }

    /// `…/Pkg/Sources/Module[/…]` → (`…/Pkg`, `Module`): SwiftPM's layout, to find the test target.
    static func swiftPMTarget(containing folder: URL) -> (root: URL, module: String)? {
        let components = folder.standardizedFileURL.pathComponents
        guard let index = components.lastIndex(of: "Sources"), index + 1 < components.count else { return nil }
        let root = NSString.path(withComponents: Array(components[..<index]))
        return (URL(fileURLWithPath: root, isDirectory: true), components[index + 1])
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
