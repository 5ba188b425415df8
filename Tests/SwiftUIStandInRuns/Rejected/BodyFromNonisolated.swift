// rejected in: swift6
// error: main actor-isolated property 'body' can not be referenced from a nonisolated context
// A view's body is @MainActor: Xcode rejects reading it from a nonisolated function.

import SwiftUI

struct Greeting: View {
    var body: some View {
        Text("Hello")
    }
}

func readBody(of view: Greeting) -> some View {
    view.body
}
