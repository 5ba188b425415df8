// rejected in: swift6 xcode26
// error: Identifiable
// sheet(item:) presents an Identifiable item only.

import SwiftUI

struct Presenter: View {
    @State private var shown: String?

    var body: some View {
        Text("Main")
            .sheet(item: $shown) { text in
                Text(text)
            }
    }
}
