// rejected in: swift6 xcode26
// error: conform to 'View'
// A view builder takes views only.

import SwiftUI

struct Numbers: View {
    var body: some View {
        VStack {
            Text("One")
            42
        }
    }
}
