import Foundation
import VellumUI

// The views that only structure other views: they make no nodes of their own.

extension EmptyView: ResolvablePrimitive {
    package func makeNodes(_ resolver: Resolver, _ context: ResolveContext) throws -> [Node] { [] }
}

extension TupleView: ResolvablePrimitive {
    package func makeNodes(_ resolver: Resolver, _ context: ResolveContext) throws -> [Node] {
        var nodes: [Node] = []
        for (index, child) in children.enumerated() {
            nodes += try resolver.resolve(child, context.child(.index(index)))
        }
        return nodes
    }
}

extension Optional: ResolvablePrimitive where Wrapped: View {
    package func makeNodes(_ resolver: Resolver, _ context: ResolveContext) throws -> [Node] {
        guard let wrapped = self else { return [] }
        return try resolver.resolve(wrapped, context.child(.branch(true)))
    }
}

extension _ConditionalContent: ResolvablePrimitive {
    package func makeNodes(_ resolver: Resolver, _ context: ResolveContext) throws -> [Node] {
        switch storage {
        case let .trueContent(view): try resolver.resolve(view, context.child(.branch(true)))
        case let .falseContent(view): try resolver.resolve(view, context.child(.branch(false)))
        }
    }
}

extension AnyView: ResolvablePrimitive {
    package func makeNodes(_ resolver: Resolver, _ context: ResolveContext) throws -> [Node] {
        // The wrapped type is part of the identity: another type here is another view.
        try resolver.resolve(view, context.child(.body(ObjectIdentifier(type(of: view)))))
    }
}

extension Group: ResolvablePrimitive where Content: View {
    package func makeNodes(_ resolver: Resolver, _ context: ResolveContext) throws -> [Node] {
        try resolver.resolve(content, context.child(.slot(0)))
    }
}

extension ForEach: ResolvablePrimitive where Content: View {
    package func makeNodes(_ resolver: Resolver, _ context: ResolveContext) throws -> [Node] {
        // A list's rows are made as the list reaches them.
        if context.isListContent {
            let count = data.count
            return [LazyRowsNode(count: count, context: context) { resolver, offset in
                let element = data[data.index(data.startIndex, offsetBy: offset)]
                return try resolver.resolve(content(element), context.child(.id(AnyHashable(identify(element)))))
            }]
        }
        var nodes: [Node] = []
        try forEachElement { id, view in
            nodes += try resolver.resolve(view, context.child(.id(id)))
        }
        return nodes
    }
}

extension ModifiedContent: ResolvablePrimitive where Content: View, Modifier: ViewModifier {
    package func makeNodes(_ resolver: Resolver, _ context: ResolveContext) throws -> [Node] {
        try resolver.resolveModified(content: content, modifier: modifier, context)
    }
}

extension _ViewModifier_Content: ResolvablePrimitive {
    package func makeNodes(_ resolver: Resolver, _ context: ResolveContext) throws -> [Node] {
        try resolver.resolve(source.view, context.child(.slot(0)))
    }
}

extension _InvalidView: ResolvablePrimitive {
    package func makeNodes(_ resolver: Resolver, _ context: ResolveContext) throws -> [Node] {
        throw context.error(.invalidView, message)
    }
}

/// Views and modifiers that only arrange others: through them a list's content reaches its
/// sections and rows.
package protocol ListStructure {}

extension EmptyView: ListStructure {}
extension TupleView: ListStructure {}
extension Optional: ListStructure {}
extension _ConditionalContent: ListStructure {}
extension AnyView: ListStructure {}
extension Group: ListStructure {}
extension ForEach: ListStructure {}
extension Section: ListStructure {}
extension _ListRowTraitModifier: ListStructure {}
extension _EnvironmentKeyWritingModifier: ListStructure {}
extension _EnvironmentKeyTransformModifier: ListStructure {}
