export { backUpDeployment, type BackupOptions, type BackupReport } from './backUpDeployment';
export { BACKUP_LAYOUT } from './backupManifest';
export { BackupRefusal } from './backupRefusal';
export { type DeploymentSettings, embeddedDeployment, type EmbeddedDeployment } from './embeddedDeployment';
export { restoreDeployment, type RestoreReport } from './restoreDeployment';
