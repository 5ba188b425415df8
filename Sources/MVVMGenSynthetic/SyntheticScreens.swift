/// Screen files of any size, each screen shaped like the Jobs example's list: a table with
/// properties (one read-write), two lists, async and parameterised commands, five
/// callbacks and a route to the next screen. For the benchmark and its companion test.
public enum SyntheticScreens {
    /// Row models shared by the screens: one per screen, at most ten.
    public static func modelCount(screens count: Int) -> Int { max(1, min(10, count)) }

    public static func yaml(screens count: Int) -> String {
        let modelCount = modelCount(screens: count)
        var text = "# \(count) synthetic screens, written by SyntheticScreens.\n"
        text += "types: [JobService, StubJobService]\n\nmodels:\n"
        for index in 0..<modelCount {
            text += """
                  Item\(index):
                    summary: Row model \(index).
                    fields:
                      id: String
                      name: String
                      count: Int

                """
        }
        text += "\nscreens:\n"
        for index in 0..<count {
            text += screen(index, next: (index + 1) % count, model: index % modelCount)
        }
        return text
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
