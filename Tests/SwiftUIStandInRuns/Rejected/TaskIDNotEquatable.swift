// rejected in: swift6 xcode26
// error: Equatable
// task(id:) restarts when its id changes: the id is Equatable.

import SwiftUI

struct Query {
    let text: String
}

struct Searching: View {
    let query: Query

    var body: some View {
        Text(query.text)
            .task(id: query) {}
    }
}
