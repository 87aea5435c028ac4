// A file's icon by content type, shown where it has no thumbnail (not rendered yet, or not renderable).
import FileImageOutlined from '@ant-design/icons/FileImageOutlined';
import FileOutlined from '@ant-design/icons/FileOutlined';
import FilePdfOutlined from '@ant-design/icons/FilePdfOutlined';
import FileWordOutlined from '@ant-design/icons/FileWordOutlined';
import { ICON_SIZES, type IconSize } from '../../common/iconSizes';

interface FileTypeIconProps {
  readonly contentType: string;
  readonly size: IconSize;
}

export function FileTypeIcon({ contentType, size }: FileTypeIconProps) {
  // The theme's quieter text colour (plain.css), light or dark.
  const style = { fontSize: ICON_SIZES[size], color: 'var(--app-color-text-description)' };
  if (contentType === 'application/pdf') return <FilePdfOutlined style={style} aria-hidden />;
  if (contentType.startsWith('image/')) return <FileImageOutlined style={style} aria-hidden />;
  if (contentType.includes('word')) return <FileWordOutlined style={style} aria-hidden />;
  return <FileOutlined style={style} aria-hidden />;
}
