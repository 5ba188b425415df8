import MVVMGenCore

/// A person's test file is created once and never changed, so a command or route added to
/// the YAML later gets no test there. In a run that changes a screen's regenerated files, a
/// kept test file that never calls one of the screen's commands or routes' `show…` methods
/// gets a note naming them: once per change of the screen, not on every run.
enum UntestedCalls {
    /// `note: PATH: …` for each kept test file of a screen whose regenerated files `plan`
    /// updates, naming the commands and routes it never calls (`.name(`).
    static func notes(_ targets: [GenerationSession.Target], plan: WritePlan) -> [String] {
        let updated = plan.updatedPaths
        // A first run or a run that changes nothing has no note to give: no target is looked at.
        guard !updated.isEmpty else { return [] }
        let changedScreens = Set(
            targets.filter { updated.contains($0.path) }.map { ObjectIdentifier($0.request.context) }
        )
        return targets.compactMap { target in
            guard target.file == nil, target.existing == .regular, !target.request.testedMethods.isEmpty,
                changedScreens.contains(ObjectIdentifier(target.request.context)),
                case .text(let text) = FileProbe.read(target.path, atMost: OutputFileLimits.fileBytes)
            else { return nil }
            let untested = target.request.testedMethods.filter { !text.contains(".\($0)(") }
            guard !untested.isEmpty else { return nil }
            let names = untested.map { "`\($0)(…)`" }.joined(separator: ", ")
            return "note: \(FilePath.display(target.path)): no test calls \(names): this file is yours, so "
                + "mvvmgen adds no test to it; to see the tests it would write, run it once with "
                + "--tests-output set to an empty folder"
        }
    }
}
