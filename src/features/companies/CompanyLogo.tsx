// A company's logo, drawn without antd so that the list, its cards and the board can show it: the image fetched
// with the session's token (the files' image cache) at 72 px, or 144 px where the box or the screen needs it.
// Nothing while it loads, without a logo or when it fails: the company's name stands beside it everywhere.
import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { selectThumbnail, thumbnailNeeded } from '../files';
import { companyListNeeded, selectCompany, selectCompanyVersion } from './companiesSlice';
import './companyLogo.css';

export interface CompanyLogoProps {
  readonly companyId: string;
  /** The box's side in CSS pixels. */
  readonly size: number;
  /** Accessible name; empty (the default) where the company's name is written beside the logo. */
  readonly alt?: string;
}

/**
 * The cache key of a logo's image: its path, with the company's version as a fragment, which fetch leaves out
 * of the request. A replaced logo keeps its path, so the version tells the images apart.
 */
export function logoImagePath(path: string, version: number): string {
  return `${path}#v${String(version)}`;
}

export function CompanyLogo({ companyId, size, alt = '' }: CompanyLogoProps) {
  const dispatch = useAppDispatch();
  const company = useAppSelector((state) => selectCompany(state, companyId));
  const version = useAppSelector((state) => selectCompanyVersion(state, companyId));
  const dense = typeof window !== 'undefined' && window.devicePixelRatio > 1;
  const logo = company?.logo ?? null;
  const path = logo === null ? undefined : logoImagePath(size > 36 || dense ? logo['144'] : logo['72'], version);
  const image = useAppSelector((state) => (path === undefined ? undefined : selectThumbnail(state, path)));

  useEffect(() => {
    // One request answers every row's company (takeLeading, and nothing once loaded).
    if (company === undefined) dispatch(companyListNeeded());
  }, [dispatch, company]);
  useEffect(() => {
    if (path !== undefined) dispatch(thumbnailNeeded({ path }));
  }, [dispatch, path]);

  if (image?.status !== 'loaded') return null;
  return (
    <img
      className="app-company-logo"
      src={image.dataUrl}
      alt={alt}
      width={size}
      height={size}
      data-testid="company-logo"
    />
  );
}

/** A company's name with its logo before it, wherever an application names its company. */
export function CompanyWithLogo({ id, name, logoSize = 24 }: { readonly id: string; readonly name: string; readonly logoSize?: number }) {
  return (
    <span className="app-company-cell">
      <CompanyLogo companyId={id} size={logoSize} />
      <span>{name}</span>
    </span>
  );
}
