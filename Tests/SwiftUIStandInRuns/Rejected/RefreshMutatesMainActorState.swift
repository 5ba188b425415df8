// rejected in: swift6 xcode26
// error: can not be mutated from a Sendable closure
// refreshable's action is @Sendable, not main-actor isolated: it awaits the model's methods
// and cannot mutate a view's main-actor state in place.

import SwiftUI

final class Counter {
    var count = 0
}

struct Refreshing: View {
    let counter: Counter

    var body: some View {
        Text("\(counter.count)")
            .refreshable {
                counter.count += 1
            }
    }
}
