import Foundation

/// A value made once, by the first thread to ask for it; threads asking meanwhile wait for it.
package final class SharedResult<Value: Sendable>: @unchecked Sendable {
    private let condition = NSCondition()
    private var make: (() throws -> Value)?
    private var result: Result<Value, any Error>?

    package init(_ make: @escaping () throws -> Value) {
        self.make = make
    }

    /// The value (or the error making it threw), made on this thread if it is the first to ask.
    package func value() throws -> Value {
        condition.lock()
        if let make {
            self.make = nil
            condition.unlock()
            let made = Result { try make() }
            condition.lock()
            result = made
            condition.broadcast()
        }
        while result == nil { condition.wait() }
        let result = result!
        condition.unlock()
        return try result.get()
    }
}
