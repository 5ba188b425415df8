// rejected in: swift6 xcode26
// error: Hashable
// A NavigationLink presents a Hashable value only.

import SwiftUI

struct Route {
    let id: Int
}

struct Links: View {
    var body: some View {
        NavigationStack {
            NavigationLink("Open", value: Route(id: 1))
        }
    }
}
