import MVVMGenCore

/// The person's created-once files that lack a call the regenerated code relies on (a
/// controller created before `connectViewModel()`, a property that gained `sends` after its
/// view model was created). mvvmgen never changes those files, so the run says what to add.
enum KeptFileChecks {
    /// A warning at the anchor line of each kept file, for each call it does not make. A
    /// file too large to be read whole stops the run (exit 74) naming it: its calls cannot
    /// be checked, and the person should hear why.
    static func warnings(_ targets: [GenerationSession.Target]) throws(DiagnosticsError) -> [Diagnostic] {
        var warnings: [Diagnostic] = []
        var problems: [Diagnostic] = []
        // Only kept files with calls to check are looked at, found through the buffer: `for
        // target in targets` copied every target, its rendered file and its request.
        let kept = targets.withUnsafeBufferPointer { targets in
            targets.indices.filter { index in
                guard !targets[index].request.keptFileCalls.isEmpty, case .none = targets[index].file else {
                    return false
                }
                return true
            }
        }
        for target in kept.map({ targets[$0] }) {
            let text: String
            switch FileProbe.read(target.path, atMost: OutputFileLimits.fileBytes) {
            case .text(let read):
                text = read
            case .unreadable:
                continue
            case .tooLarge(let size):
                let limit = OutputFileLimits.fileBytes
                let message = OutputFileLimits.tooLarge(target.path, size: size, limit: limit, isPersons: true)
                problems.append(.error(message, at: nil))
                continue
            }
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
            warnings += target.request.keptFileCalls.filter { !text.contains($0.call) }.map { missing in
                let line = lines.firstIndex { Self.holds($0, missing.anchor) }.map { $0 + 1 } ?? 1
                return .warning(
                    missing.message,
                    at: SourceLocation(file: FilePath.display(target.path), line: line, column: 1)
                )
            }
        }
        if !problems.isEmpty { throw DiagnosticsError(problems, exitCode: .ioError) }
        return warnings
    }

    /// Whether `line` holds `anchor` as a whole word at its end: `var title` is in
    /// `var title = ""` and `var title: String`, not in `var titleColor`.
    static func holds(_ line: Substring, _ anchor: String) -> Bool {
        var rest = line[...]
        while let found = rest.range(of: anchor) {
            let next = rest[found.upperBound...].first
            let isWordCharacter = { (character: Character) in
                character == "_" || character.isLetter || character.isNumber
            }
            if !(anchor.last.map(isWordCharacter) ?? false) || !(next.map(isWordCharacter) ?? false) { return true }
            rest = rest[found.upperBound...]
        }
        return false
    }
}
