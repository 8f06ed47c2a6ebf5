-- Journal: records an app built with schema version 4 can read (maxCompatibleVersion 4)

-- Entry (table "CD_Entry")
WHERE "CD_schemaVersion" IS NULL OR "CD_schemaVersion" <= 4

-- Tag (table "CD_Tag")
WHERE "CD_schemaVersion" IS NULL OR "CD_schemaVersion" <= 4

-- Draft (table "CD_Draft")
-- no filter: the entity does not sync with CloudKit, so only this device writes its records

-- Media (table "CD_Media")
WHERE "CD_schemaVersion" IS NULL OR "CD_schemaVersion" <= 4

-- Photo (table "CD_Media")
WHERE "CD_entityName" = 'Photo' AND ("CD_schemaVersion" IS NULL OR "CD_schemaVersion" <= 4)

-- Clip (table "CD_Media")
WHERE "CD_entityName" = 'Clip' AND ("CD_schemaVersion" IS NULL OR "CD_schemaVersion" <= 4)

-- Setting (table "CD_Setting")
-- no filter: the entity opts out with 'versionAttribute: false'
