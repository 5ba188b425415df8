import MVVMGenCore

/// A property or command renamed or removed in the YAML leaves its declaration in the
/// person's view model, which still compiles, so nothing said so. The run that takes a
/// member out of a screen's regenerated interface names each declaration the kept view
/// model still has, and the first line of the kept test file that reads it: read before
/// the interface is written, so only that run says it.
enum RemovedMembers {
    /// A member as the interface templates declare it: `var name:` or `func name(`.
    struct Member: Hashable {
        var keyword: String
        var name: String

        /// Whether `line` declares it: `var title` is in `var title = ""`, not in `var titleColor`.
        func isDeclared(in line: Substring) -> Bool {
            keyword == "var" ? KeptFileChecks.holds(line, "var \(name)") : line.contains("func \(name)(")
        }

        /// Whether `line` reads it, as a test does: `viewModel.title`, `.undo(`.
        func isRead(in line: Substring) -> Bool {
            keyword == "var" ? KeptFileChecks.holds(line, ".\(name)") : line.contains(".\(name)(")
        }
    }

    /// `note: PATH:LINE: …` for each declaration of a member `plan`'s updated interfaces drop.
    static func notes(_ targets: [GenerationSession.Target], plan: WritePlan) -> [String] {
        let updated = plan.updatedPaths
        // A first run or a run that changes nothing has no note to give: no target is looked at.
        guard !updated.isEmpty else { return [] }
        var removed: [ObjectIdentifier: [Member]] = [:]
        for target in targets where updated.contains(target.path) {
            guard target.request.role == .viewModelInterface, let new = target.file?.contents,
                case .text(let old) = FileProbe.read(target.path, atMost: OutputFileLimits.fileBytes)
            else { continue }
            let kept = Set(members(of: new))
            removed[ObjectIdentifier(target.request.context)] = members(of: old).filter { !kept.contains($0) }
        }
        guard !removed.isEmpty else { return [] }
        return targets.flatMap { target -> [String] in
            guard target.file == nil, target.existing == .regular,
                let role = target.request.role, role != .viewModelInterface,
                let gone = removed[ObjectIdentifier(target.request.context)], !gone.isEmpty,
                case .text(let text) = FileProbe.read(target.path, atMost: OutputFileLimits.fileBytes)
            else { return [] }
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
            let place = { (index: Int) in "note: \(FilePath.display(target.path)):\(index + 1): " }
            return gone.compactMap { member in
                guard role == .viewModelTests else {
                    return lines.firstIndex(where: member.isDeclared).map { index in
                        place(index) + "`\(member.keyword) \(member.name)` is no longer in the screen's interface "
                            + "(renamed or removed in the YAML), but this file still declares it: remove it, "
                            + "with its tests, if nothing else needs it"
                    }
                }
                return lines.firstIndex(where: member.isRead).map { index in
                    place(index) + "this test uses `\(member.name)`, which is no longer in the screen's interface "
                        + "(renamed or removed in the YAML): change it with the view model"
                }
            }
        }
    }

    /// The members `text`, an interface file, declares, in order. Comments are skipped: a
    /// summary may say "var" or "func".
    static func members(of text: String) -> [Member] {
        var members: [Member] = []
        for line in text.split(separator: "\n") {
            let words = line.split(separator: " ")
            guard words.first?.hasPrefix("//") != true else { continue }
            guard let index = words.firstIndex(where: { $0 == "var" || $0 == "func" }), index + 1 < words.count
            else { continue }
            let name = words[index + 1].prefix { $0.isLetter || $0.isNumber || $0 == "_" }
            guard !name.isEmpty else { continue }
            members.append(Member(keyword: String(words[index]), name: String(name)))
        }
        return members
    }
}
