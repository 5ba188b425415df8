// rejected in: swift6 xcode26
// error: has no member 'trailing'
// Toolbar items are placed with ToolbarItemPlacement's members (topBarTrailing), not edges.

import SwiftUI

struct Toolbarred: View {
    var body: some View {
        Text("Content")
            .toolbar {
                ToolbarItem(placement: .trailing) {
                    Button("Add") {}
                }
            }
    }
}
