/// The keys each part of a screen description accepts, in the order Documentation/ScreenFile.md lists them (a test checks).
public enum SpecKeys {
    public static let file = ["screens", "given", "models", "fixtures", "types", "imports", "parts", "silence"]
    public static let screen = [
        "summary", "title", "kind", "flavour", "owns", "given", "properties", "lists", "commands", "callbacks",
        "routes", "tabs",
        "header", "hud", "refresh", "silence",
    ]
    public static let dependency = ["type", "default", "sample", "summary"]
    public static let property = ["type", "access", "default", "sample", "from", "value", "sends", "summary"]
    public static let list = ["item", "child", "accessor", "sample", "paging", "rows", "title", "summary"]
    public static let paging = [
        "pageSize", "refresh", "loadMore", "loadingMessage", "loadMoreTitle", "allLoadedMessage",
    ]
    public static let command = ["parameters", "async", "whileRunning", "sends", "reads", "summary"]
    public static let parameter = ["type", "sample"]
    public static let callback = ["summary", "event", "info"]
    public static let route = ["to", "show", "with", "summary"]
    public static let tab = ["title", "image", "systemImage"]
    public static let model = ["summary", "fields", "conforms"]
    public static let field = ["type", "default", "summary"]
    public static let fixture = ["model", "values", "summary"]

    /// Every table above: what the fuzzer's dictionary is made of, so a table added here is
    /// one the fuzzer tries.
    public static let all = [
        file, screen, dependency, property, list, paging, command, parameter, callback, route, tab, model, field,
        fixture,
    ]
}
