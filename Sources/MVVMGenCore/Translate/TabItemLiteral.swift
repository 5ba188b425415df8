extension TabItemSpec {
    /// `stack.tabBarItem = UITabBarItem(…)`: the tab's written title (else its screen's
    /// name in words, `UserProfile` → "User profile") and image, wrapped to the line length.
    static func itemAssignment(_ item: TabItemSpec?, tab: String, stack: String) -> String {
        let title = item?.title ?? SwiftNames.upperFirst(SwiftNames.words(tab))
        let image =
            switch item?.image {
            case .named(let name)?: "UIImage(named: \(FixtureLiteral.stringLiteral(name)))"
            case .system(let name)?: "UIImage(systemName: \(FixtureLiteral.stringLiteral(name)))"
            case nil: "nil"
            }
        return SwiftLayout.wrapped(
            "\(stack).tabBarItem = UITabBarItem",
            ["title: \(FixtureLiteral.stringLiteral(title))", "image: \(image)", "selectedImage: nil"],
            "",
            indent: 2
        )
    }
}
