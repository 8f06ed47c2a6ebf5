import Foundation
import Testing
@testable import CKSchemaCore
import CKSchemaTestSupport

/// `SourceKeys` and `SourceInfo`: positions by key name, and the element's own.
@Suite struct SourceKeysTests {
    func at(_ line: Int, _ column: Int, file: String = "s.yaml") -> CKSchemaCore.SourceLocation {
        CKSchemaCore.SourceLocation(file: file, line: line, column: column)
    }

    @Test func storesReplacesAndRemovesKeys() {
        var keys = SourceKeys()
        #expect(keys.isEmpty)
        keys["type"] = at(1, 2)
        keys["default"] = at(1, 9)
        keys["type"] = at(3, 4)
        #expect(keys["type"] == at(3, 4))
        #expect(keys["default"] == at(1, 9))
        #expect(keys["optional"] == nil)
        #expect(keys.entryCount == 2)
        keys["default"] = nil
        #expect(keys["default"] == nil)
        #expect(keys.dictionary == ["type": at(3, 4)])
    }

    @Test func keepsManyKeysAndKeysInOtherFiles() {
        var keys = SourceKeys()
        let names = ["to", "toMany", "optional", "inverse", "deleteRule", "ordered"]
        for (i, name) in names.enumerated() { keys[name] = at(i + 1, i + 10) }
        keys["comment"] = at(9, 1, file: "other.yaml")
        for (i, name) in names.enumerated() { #expect(keys[name] == at(i + 1, i + 10)) }
        #expect(keys["comment"] == at(9, 1, file: "other.yaml"))
        #expect(keys.entryCount == 7)
        keys["to"] = nil
        keys["optional"] = nil
        #expect(keys["toMany"] == at(2, 11))
        #expect(keys["deleteRule"] == at(5, 14))
        #expect(keys.entryCount == 5)
        #expect(keys == SourceKeys(keys.dictionary))
    }

    @Test func namesTheFormatDoesNotKnowAreKeptToo() {
        var keys = SourceKeys()
        keys["x-custom"] = at(1, 1)
        keys["type"] = at(2, 2)
        keys["x-other"] = at(3, 3)
        #expect(keys["x-custom"] == at(1, 1))
        #expect(keys["type"] == at(2, 2))
        #expect(keys.dictionary == ["x-custom": at(1, 1), "type": at(2, 2), "x-other": at(3, 3)])
        keys["x-custom"] = nil
        #expect(keys["x-custom"] == nil)
        #expect(keys.entryCount == 2)
    }

    @Test func sourceInfoFallsBackToTheElementAndIgnoresPositionsInEquality() {
        let info = SourceInfo(at(2, 3), keys: ["type": at(2, 9)])
        #expect(info["type"] == at(2, 9))
        #expect(info["default"] == at(2, 3))
        #expect(info == SourceInfo())
    }

    @Test func theElementsPositionIsNoKey() {
        var info = SourceInfo(at: at(2, 3))
        info.insertKey("type", at: at(2, 9))
        info.keys["default"] = at(2, 20)
        #expect(info.location == at(2, 3))
        #expect(info.keys.dictionary == ["type": at(2, 9), "default": at(2, 20)])
        #expect(info.keys.entryCount == 2)
        // A whole new set of keys leaves the element's position as it was.
        info.keys = ["inverse": at(7, 1)]
        #expect(info.location == at(2, 3))
        #expect(info.keys.dictionary == ["inverse": at(7, 1)])
        info.location = nil
        #expect(info.location == nil)
        #expect(info.keys.dictionary == ["inverse": at(7, 1)])
        #expect(!info.keys.isEmpty)
        #expect(SourceInfo().keys.isEmpty)
    }

    @Test func theElementsPositionInAnotherFileKeepsEveryKey() {
        // Keys in one file, then the element placed in another.
        var info = SourceInfo(keys: ["type": at(1, 2), "default": at(1, 9)])
        info.location = at(5, 6, file: "other.yaml")
        #expect(info.location == at(5, 6, file: "other.yaml"))
        #expect(info.keys.dictionary == ["type": at(1, 2), "default": at(1, 9)])
        info.keys["optional"] = at(5, 8, file: "other.yaml")
        #expect(info.keys["optional"] == at(5, 8, file: "other.yaml"))
        #expect(info.keys.entryCount == 3)
        // Any position is kept, and is not a key.
        let far = at(Int(UInt32.max) + 1, -1)
        info.location = far
        #expect(info.location == far)
        #expect(info.keys.entryCount == 3)
        #expect(info.keys.dictionary.count == 3)
        info.location = at(1, 1)
        #expect(info.location == at(1, 1))
        #expect(info.keys.entryCount == 3)
    }

    @Test func sourceInfoCodesAsBefore() throws {
        let info = SourceInfo(at(2, 3), keys: ["type": at(2, 9)])
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let json = String(decoding: try encoder.encode(info), as: UTF8.self)
        #expect(json == #"{"keys":{"type":{"column":9,"file":"s.yaml","line":2}},"location":{"column":3,"file":"s.yaml","line":2}}"#)
        let decoded = try JSONDecoder().decode(SourceInfo.self, from: Data(json.utf8))
        #expect(decoded.location == at(2, 3))
        #expect(decoded.keys.dictionary == ["type": at(2, 9)])
        let bare = String(decoding: try encoder.encode(SourceInfo()), as: UTF8.self)
        #expect(bare == #"{"keys":{}}"#)
    }
}
