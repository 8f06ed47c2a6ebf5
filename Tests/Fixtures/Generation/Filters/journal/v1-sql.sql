-- Journal: records an app built with schema version 1 can read (maxCompatibleVersion 4)

-- Entry (table "CD_Entry")
WHERE "CD_schemaVersion" IS NULL OR "CD_schemaVersion" <= 1

-- Tag (table "CD_Tag")
WHERE "CD_schemaVersion" IS NULL OR "CD_schemaVersion" <= 4

-- Draft (table "CD_Draft")
-- no filter: the entity does not sync with CloudKit, so only this device writes its records
