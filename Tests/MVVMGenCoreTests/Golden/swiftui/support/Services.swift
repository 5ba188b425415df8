// Stands in for the person's own types, so the generated code can be compiled.
@MainActor
public protocol FeedService: AnyObject {}

@MainActor
public final class StubFeedService: FeedService {}
