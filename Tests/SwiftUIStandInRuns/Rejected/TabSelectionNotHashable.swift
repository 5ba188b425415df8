// rejected in: swift6 xcode26
// error: 'Pane' conform to 'Hashable'
// A TabView's selection is Hashable.

import SwiftUI

struct Pane {
    let name: String
}

struct Tabs: View {
    @State private var selection = Pane(name: "Home")

    var body: some View {
        TabView(selection: $selection) {
            Text("Home")
                .tabItem { Label("Home", systemImage: "house") }
        }
    }
}
