import type { ReactNode } from "react";

/** The eyebrow, title and lead paragraph that open each landing section. */
export function SectionHeading({
  id,
  eyebrow,
  title,
  description,
  align = "center",
  tone = "light",
}: {
  id?: string;
  eyebrow: string;
  title: ReactNode;
  description?: ReactNode;
  align?: "center" | "left";
  tone?: "light" | "dark";
}) {
  const isDark = tone === "dark";
  return (
    <div className={align === "center" ? "mx-auto max-w-2xl text-center" : "max-w-xl"}>
      <p className={`text-sm font-semibold ${isDark ? "text-brand-300" : "text-brand-600"}`}>
        {eyebrow}
      </p>
      <h2
        id={id}
        className={`mt-3 text-3xl font-semibold tracking-tight text-balance sm:text-4xl ${
          isDark ? "text-white" : "text-slate-900"
        }`}
      >
        {title}
      </h2>
      {description && (
        <p
          className={`mt-4 text-lg leading-8 text-pretty ${isDark ? "text-slate-400" : "text-slate-600"}`}
        >
          {description}
        </p>
      )}
    </div>
  );
}
