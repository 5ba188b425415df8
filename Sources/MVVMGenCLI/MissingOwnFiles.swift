import Foundation
import MVVMGenCore

/// The build plugin writes only regenerated code. A screen added to a plugin target has no
/// view model or controller until its created-once files are made once, and the build's
/// only message was `cannot find type 'ComposeViewModel'`: this says what to run.
enum MissingOwnFiles {
    /// A warning for each created-once source file of `targets` found neither where mvvmgen
    /// would create it nor, under that name, anywhere in the screen file's folder (a person
    /// may move their files).
    static func warnings(_ targets: [GenerationSession.Target], screenFile: String) -> [Diagnostic] {
        let missing = targets.filter {
            $0.request.ownership == .createdOnce && $0.request.root == .sources && $0.existing == .missing
        }
        guard !missing.isEmpty else { return [] }
        let folder = URL(fileURLWithPath: screenFile).deletingLastPathComponent().path
        let present = Set(FolderWalk.entries(under: folder).map { ($0 as NSString).lastPathComponent })
        let start = SourceLocation(file: screenFile, line: 1, column: 1)
        return missing.map { ($0.path as NSString).lastPathComponent }.filter { !present.contains($0) }.map { name in
            .warning(
                "'\(name)' does not exist yet: the build plugin writes only regenerated code, so the build cannot find its type; create the screen's own files once with `swift package --allow-writing-to-package-directory generate-screens` (or `mvvmgen \(FilePath.display(screenFile))`)",
                at: start
            )
        }
    }
}
