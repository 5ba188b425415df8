/// Defaults and samples are Swift expressions copied into generated code: each must parse
/// as one, and a literal must be one its standard type can take.
extension SpecChecker {
    /// `what` is made only for an error: most values are absent or right.
    mutating func checkValue(_ value: SwiftCode?, _ what: @autoclosure () -> String, type: SwiftCode) {
        guard let value else { return }
        let fragment = fragments.parse(value.text, as: .expression)
        if let problem = fragment.problem {
            log.error(
                "\(what()) '\(value)' is not a Swift expression: \(problem.message)",
                at: value.location(of: problem)
            )
            return
        }
        guard let expression = fragment.expression,
            let type = fragments.parse(type.text, as: .type).type,
            let problem = LiteralFit.problem(of: expression, in: fragment, for: type)
        else { return }
        log.error("\(what()): \(problem.message)", at: value.location(of: problem))
    }
}

extension SwiftCode {
    /// Where a problem at a character offset in the text is in the YAML. A fragment on one
    /// line maps column for column; past a line break in a block scalar the column is not
    /// known here, so the fragment's start is given.
    func location(of problem: SwiftFragment.Problem) -> SourceLocation {
        let before = text.prefix(problem.offset)
        return before.contains(where: \.isNewline) ? location : location.advanced(byColumns: problem.offset)
    }
}
