extension SpecChecker {
    /// Reports the second and later uses of the same generated name within one scope.
    struct Scope {
        var seen: [String: (Name, String)] = [:]

        /// Room for `capacity` names: a table grown one name at a time was rehashed at
        /// each doubling, for every screen.
        init(capacity: Int = 0) {
            seen.reserveCapacity(capacity)
        }

        /// Takes `names` for what the generated code already declares: `what` starts with
        /// "the ", and a clash with it gets no note, since it is not in the YAML.
        mutating func reserve(_ names: [String], as what: String, at location: SourceLocation) {
            for name in names where seen[name] == nil {
                seen[name] = (Name(name, at: location), what)
            }
        }

        mutating func claim(_ generated: String, by name: Name, as what: String, log: inout DiagnosticLog) {
            if let (first, firstWhat) = seen[generated] {
                let via = generated == name.text ? "" : " (it generates '\(generated)')"
                let firstVia = generated == first.text || !via.isEmpty ? "" : ", which generates '\(generated)'"
                log.error(
                    "\(what) '\(name)'\(via) clashes with \(firstWhat) '\(first)'\(firstVia)",
                    at: name.location,
                    notes: firstWhat.hasPrefix("the ")
                        ? [] : [.init("\(firstWhat) '\(first)' is declared here", at: first.location)]
                )
            } else {
                seen[generated] = (name, what)
            }
        }
    }
}
