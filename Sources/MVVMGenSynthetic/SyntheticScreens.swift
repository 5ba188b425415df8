/// Screen files of any size, each screen shaped like the Jobs example's list: a table with
/// properties (one read-write), two lists, async and parameterised commands, five
/// callbacks and a route to the next screen. For the benchmark and its companion test.
public enum SyntheticScreens {
    /// Row models shared by the screens: one per screen, at most ten.
    public static func modelCount(screens count: Int) -> Int { max(1, min(10, count)) }

    public static func yaml(screens count: Int) -> String {
        var text = "# \(count) synthetic screens, written by SyntheticScreens.\n"
        text += declarations(screens: count)
        text += "\nscreens:\n"
        text += screens(0..<count, of: count)
        return text
    }

    /// The same screens, `perFile` to a screen file, as a project that keeps a file per
    /// screen or per feature has them: the first file also declares the types and models,
    /// and each screen's route reaches the next one, in the next file at a file's end.
    public static func files(screens count: Int, perFile: Int) -> [(name: String, yaml: String)] {
        stride(from: 0, to: count, by: perFile).map { start in
            let text =
                (start == 0 ? declarations(screens: count) + "\n" : "") + "screens:\n"
                + screens(start..<min(start + perFile, count), of: count)
            return ("Screens\(String(start).leftPadded(to: 5)).screen.yaml", text)
        }
    }

    /// The types and the row models the screens show.
    private static func declarations(screens count: Int) -> String {
        var text = "types: [JobService, StubJobService]\n\nmodels:\n"
        for index in 0..<modelCount(screens: count) {
            text += """
                  Item\(index):
                    summary: Row model \(index).
                    fields:
                      id: String
                      name: String
                      count: Int

                """
        }
        return text
    }

    private static func screens(_ range: Range<Int>, of count: Int) -> String {
        let modelCount = modelCount(screens: count)
        return range.map { screen($0, next: ($0 + 1) % count, model: $0 % modelCount) }.joined()
    }

    private static func screen(_ index: Int, next: Int, model: Int) -> String {
        """
          Screen\(index):
            kind: table
            summary: Synthetic screen \(index), shaped like JobList.
            given:
              service: {type: JobService, sample: StubJobService()}
            properties:
              title: String = "Screen \(index)"
              hudMessage: String
              hudCode: String
              isFooterVisible: Bool
              query: {type: String, access: readwrite}
            lists:
              item:
                item: Item\(model)
                summary: the rows of the page
              section: String
            commands:
              refresh:
                async: true
                reads: [query]
                sends: [showMessage, hideHUD, reloadTable, updateFooter, endRefresh]
              loadMore: {async: true, sends: [showMessage, hideHUD, reloadTable, updateFooter, endRefresh]}
              select:
                parameters: {index: Int}
                sends: [reloadTable]
            callbacks: [showMessage, hideHUD, reloadTable, updateFooter, endRefresh]
            routes:
              next: {to: Screen\(next), show: push}

        """
    }

    /// The Swift the screens' YAML names but does not generate, so the output compiles.
    public static let supportSource = """
        @MainActor
        public protocol JobService: AnyObject {}

        @MainActor
        public final class StubJobService: JobService {
            public init() {}
        }

        """
}

extension String {
    /// Zeros in front, to `width` characters: file names that sort as their numbers.
    fileprivate func leftPadded(to width: Int) -> String {
        String(repeating: "0", count: max(0, width - count)) + self
    }
}
