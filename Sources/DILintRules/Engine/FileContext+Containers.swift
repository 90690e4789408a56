import DILintSyntax

/// Which written types are DI containers, for `container_injection`: the index's
/// container judgment (`ProjectIndex.isContainerType`) applied to a written type.
extension FileContext {
    /// The name of the DI container written in `range`, or nil: a well-known container type
    /// (`Container`, `Resolver`, `DIContainer`, …) the analyzed set does not declare, or a
    /// type of the analyzed set with a container's shape (see `ProjectIndex.isContainerType`).
    /// Function, collection and generic types (`Resolver<Void>`, PromiseKit's) are not containers.
    public func containerType(writtenIn range: TokenRange) -> String? {
        let reference = typeReference(range)
        guard !reference.isFunction, !reference.isCollection, let name = reference.names.last,
            !tree.hasGenericArguments(range)
        else { return nil }
        return index.isContainerType(name) ? name : nil
    }
}

extension SyntaxTree {
    /// Whether the type written in `range` has generic arguments on its last name
    /// (`Resolver<Void>`, `Container<T>?`).
    func hasGenericArguments(_ range: TokenRange) -> Bool {
        range.indices.contains { i in
            tokens[i].kind.isOperator && bytes[Int(tokens[i].start)] == UInt8(ascii: "<")
        }
    }
}
