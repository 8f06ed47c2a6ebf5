import CKSchemaCore

/// Pairs the elements of two versions by name, using `renamedFrom` as a hint.
///
/// A new element pairs with the old element of the same name; failing that, with the old element
/// its `renamedFrom` names, provided no new element still uses that name. Everything else is added
/// (new side only) or removed (old side only).
struct ElementPairing<Element> {
    var paired: [(old: Element, new: Element)] = []
    var added: [Element] = []
    var removed: [Element] = []

    package init(old: [Element], new: [Element], name: (Element) -> String, renamedFrom: (Element) -> String?) {
        let newNames = Set(new.map(name))
        var unmatchedOld: [String: Element] = [:]
        for element in old where unmatchedOld[name(element)] == nil { unmatchedOld[name(element)] = element }
        for element in new {
            if let match = unmatchedOld.removeValue(forKey: name(element)) {
                paired.append((match, element))
            } else if let previous = renamedFrom(element), !newNames.contains(previous),
                      let match = unmatchedOld.removeValue(forKey: previous) {
                paired.append((match, element))
            } else {
                added.append(element)
            }
        }
        removed = old.filter { element in unmatchedOld[name(element)] != nil }
    }
}
