import MVVMGenCore

/// The person's created-once files that lack a call the regenerated code relies on (a
/// controller created before `connectViewModel()`, a property that gained `sends` after its
/// view model was created). mvvmgen never changes those files, so the run says what to add.
enum KeptFileChecks {
    /// A warning at the anchor line of each kept file, for each call it does not make.
    static func warnings(_ targets: [GenerationSession.Target]) -> [Diagnostic] {
        targets.flatMap { target -> [Diagnostic] in
            guard target.file == nil, !target.request.keptFileCalls.isEmpty,
                case .text(let text) = FileProbe.read(target.path, limit: 1 << 20)
            else { return [] }
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
            return target.request.keptFileCalls.filter { !text.contains($0.call) }.map { missing in
                let line = lines.firstIndex { $0.contains(missing.anchor) }.map { $0 + 1 } ?? 1
                return .warning(
                    missing.message,
                    at: SourceLocation(file: FilePath.display(target.path), line: line, column: 1)
                )
            }
        }
    }
}
