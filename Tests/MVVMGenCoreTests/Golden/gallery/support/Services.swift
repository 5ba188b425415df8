// Stands in for the person's own types, so the generated code can be compiled.
@MainActor
protocol FeedService: AnyObject {}

@MainActor
final class StubFeedService: FeedService {}

struct Clock {
    var now: Int
}
