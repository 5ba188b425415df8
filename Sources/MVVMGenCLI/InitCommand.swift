import ArgumentParser
import Foundation
import MVVMGenCore

extension StarterScreen.Kind: ExpressibleByArgument {}

/// `mvvmgen init NAME`: a starter screen file to begin from, instead of a copy from the README.
struct InitCommand: ReportingCommand {
    static let configuration = CommandConfiguration(
        commandName: "init",
        abstract: "Write a starter screen file, NAME.screen.yaml, that generates at once; never overwrites.",
        discussion: """
            Its first line names the screen file schema for editors (see `mvvmgen schema`): the \
            one of the mvvmgen checkout being run, or the one given with --schema.
            """
    )

    @Argument(help: "The screen's name, a Swift type name such as Profile.")
    var name: String

    @Option(help: "plain (default), table, tabBar or cell.")
    var kind: StarterScreen.Kind = .plain

    @Option(name: .shortAndLong, help: "Folder to write it in (default: the current folder).")
    var output: String?

    @Option(help: "The path of screen.schema.json for the editor line (default: found, see above).")
    var schema: String?

    func execute() throws(DiagnosticsError) -> CommandReport {
        guard SwiftNames.isIdentifier(name), name.first?.isUppercase == true else {
            throw DiagnosticsError(
                [.error("'\(name)' is not a screen name: use a Swift type name such as Profile", at: nil)],
                exitCode: .usage
            )
        }
        // A name Swift or the generated code already takes (`Self`, `Type`, `Any`, `Paging`)
        // would give a file that does not generate: checked as a run would, before writing.
        let starter = StarterScreen.text(name: name, kind: kind, schema: "screen.schema.json")
        do {
            _ = try Generator().plan(InputFile(path: name + ".screen.yaml", text: starter))
        } catch {
            let reason = error.diagnostics.first { $0.severity == .error }?.message ?? "it does not generate"
            throw DiagnosticsError(
                [.error("'\(name)' cannot name a screen: \(reason)", at: nil)],
                exitCode: .usage
            )
        }
        let folder = FilePath.standardized(output ?? ".")
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        } catch {
            throw .fileSystem("cannot create '\(FilePath.display(folder))': \(FileSystemError.reason(error))")
        }
        let path = FilePath.join(folder, name + ".screen.yaml")
        let found = schema.map(FilePath.standardized) ?? SchemaLocation.find()
        let schemaLine = found.map { FilePath.relative($0, from: folder) } ?? "screen.schema.json"
        let text = StarterScreen.text(name: name, kind: kind, schema: schemaLine)
        let outcome: AtomicFile.Outcome
        do {
            let opened = try OutputFolder.open(folder, within: folder)
            outcome = try AtomicFile.create(text, named: FilePath.name(of: path), in: opened, index: 0)
        } catch {
            throw .fileSystem("cannot write '\(FilePath.display(path))': \(FileSystemError.reason(error))")
        }
        if outcome == .alreadyThere {
            throw .fileSystem(
                "'\(FilePath.display(path))' exists: init never overwrites a file; choose another name or --output"
            )
        }
        var lines = ["wrote: \(FilePath.display(path))"]
        if found == nil {
            lines.append(
                "no screen.schema.json found for the editor line: run `mvvmgen schema > screen.schema.json` there"
            )
        }
        lines.append(
            "next: mvvmgen \(FilePath.display(path)) (writes beside it), or with --output Sources/<Target>"
        )
        return CommandReport(output: lines)
    }
}

/// Where the screen file schema of the running mvvmgen is: in its checkout's Schemas/, or in
/// the SwiftPM checkout of a package that depends on it.
enum SchemaLocation {
    static let relative = "Schemas/screen.schema.json"

    static func find() -> String? {
        // Built from source (a checkout, a path dependency, or SwiftPM's checkout of it): the
        // repository this file was compiled from has it.
        let source = FilePath.folder(of: FilePath.folder(of: FilePath.folder(of: #filePath)))
        let fromSource = FilePath.join(source, relative)
        if FileManager.default.fileExists(atPath: fromSource) { return fromSource }
        guard let executable = Bundle.main.executablePath else { return nil }
        var folder = FilePath.folder(of: FilePath.standardized(executable))
        while folder != "/" {
            for candidate in [relative, "checkouts/mvvmgen/" + relative, ".build/checkouts/mvvmgen/" + relative] {
                let path = FilePath.join(folder, candidate)
                if FileManager.default.fileExists(atPath: path) { return path }
            }
            folder = FilePath.folder(of: folder)
        }
        return nil
    }
}
