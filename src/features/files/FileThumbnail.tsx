// A file's first page, fetched as a blob and shown from a data URL: 72 px (its 144 px rendering on
// high-density screens), or the 600 px preview. While it loads, a placeholder of the same size; when the file
// has no thumbnail or it failed to load, the icon of its type.
import { Skeleton } from 'antd';
import { useEffect } from 'react';
import type { StoredFile } from '../../../contract';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { FileTypeIcon } from './FileTypeIcon';
import { selectThumbnail, thumbnailNeeded } from './filesSlice';

interface FileThumbnailProps {
  readonly file: StoredFile;
  readonly display: 'small' | 'preview';
  /** Accessible name of the image. */
  readonly alt: string;
}

function pathFor(file: StoredFile, display: FileThumbnailProps['display']): string | undefined {
  if (display === 'preview') return file.thumbnails['600']?.[0] ?? file.thumbnails['144']?.[0];
  const sharp = typeof window !== 'undefined' && window.devicePixelRatio > 1;
  return (sharp ? file.thumbnails['144']?.[0] : undefined) ?? file.thumbnails['72']?.[0];
}

export function FileThumbnail({ file, display, alt }: FileThumbnailProps) {
  const dispatch = useAppDispatch();
  const path = pathFor(file, display);
  const thumbnail = useAppSelector((state) => (path === undefined ? undefined : selectThumbnail(state, path)));
  const box = display === 'small' ? 72 : 600;

  useEffect(() => {
    if (path !== undefined) dispatch(thumbnailNeeded({ path }));
  }, [dispatch, path]);

  const frame = {
    width: display === 'small' ? box : '100%',
    maxWidth: box,
    height: display === 'small' ? box : 'auto',
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
  } as const;
  if (path === undefined || thumbnail?.status === 'failed') {
    return (
      <span style={frame} data-testid="file-icon">
        <FileTypeIcon contentType={file.content_type} size="xl" />
      </span>
    );
  }
  if (thumbnail?.status !== 'loaded') {
    return <Skeleton.Image active style={{ width: display === 'small' ? box : 300, height: display === 'small' ? box : 300 }} data-testid="file-thumbnail-loading" />;
  }
  return (
    <span style={frame}>
      <img src={thumbnail.dataUrl} alt={alt} style={{ maxWidth: '100%', maxHeight: display === 'small' ? box : '70vh', objectFit: 'contain', border: '1px solid var(--app-color-border-secondary)' }} data-testid="file-thumbnail" />
    </span>
  );
}
