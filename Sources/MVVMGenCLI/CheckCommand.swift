import ArgumentParser
import Foundation
import MVVMGenCore

/// `mvvmgen check FILE…`: the CI gate for teams that commit generated code.
struct CheckCommand: ParsableCommand {
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

    func run() throws {
        let output = try GenerationSession(files: files, flags: locations).generate()
        var differences = 0
        for target in output.targets {
            let path = FilePath.display(target.path)
            let existing = FileManager.default.contents(atPath: target.path).map { String(decoding: $0, as: UTF8.self) }
            switch (target.file.ownership, existing) {
            case (.regenerated, let text) where text != target.file.contents:
                differences += 1
                print(UnifiedDiff.render(
                    old: text ?? "", new: target.file.contents,
                    oldLabel: text == nil ? "/dev/null" : "a/\(path)", newLabel: "b/\(path)"), terminator: "")
            case (.createdOnce, nil):
                differences += 1
                print("missing: \(path) (created once; run mvvmgen to create it)")
            default:
                break
            }
        }
        for path in output.stale {
            differences += 1
            print("stale: \(FilePath.display(path)) (no longer generated; mvvmgen --prune removes it)")
        }
        if differences > 0 {
            FileHandle.standardError.write(Data("error: \(differences) file(s) out of date; run mvvmgen to update them\n".utf8))
            throw ExitCode(1)
        }
        print("up to date: \(output.targets.count) files")
    }
}
