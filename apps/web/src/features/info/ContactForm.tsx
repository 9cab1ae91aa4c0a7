import { Send } from "lucide-react";
import { useState, type FormEvent } from "react";
import { Button } from "../../components/Button";
import { inputClasses, TextField } from "../../components/TextField";
import {
  buildContactMailto,
  CONTACT_EMAIL,
  CONTACT_TOPICS,
  type ContactMessage,
  type ContactTopic,
} from "./contact-mailto";

const EMPTY: ContactMessage = { name: "", email: "", topic: "General question", message: "" };

/** A message form that hands off to the visitor's mail app; the page itself calls no server. */
export function ContactForm() {
  const [form, setForm] = useState<ContactMessage>(EMPTY);

  function handleChange<K extends keyof ContactMessage>(key: K, value: ContactMessage[K]) {
    setForm((current) => ({ ...current, [key]: value }));
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    window.location.href = buildContactMailto(form);
  }

  return (
    <form
      onSubmit={handleSubmit}
      aria-labelledby="contact-form-title"
      className="rounded-2xl bg-white p-6 shadow-xl shadow-slate-900/5 ring-1 ring-slate-200 sm:p-8"
    >
      <h2 id="contact-form-title" className="text-lg font-semibold text-slate-900">
        Send us a message
      </h2>
      <p className="mt-1 text-sm text-slate-500">We usually answer within two working days.</p>
      <div className="mt-6 grid gap-5 sm:grid-cols-2">
        <TextField
          label="Name"
          name="name"
          autoComplete="name"
          required
          value={form.name}
          onChange={(event) => handleChange("name", event.target.value)}
        />
        <TextField
          label="Email"
          name="email"
          type="email"
          autoComplete="email"
          required
          value={form.email}
          onChange={(event) => handleChange("email", event.target.value)}
        />
        <div className="sm:col-span-2">
          <label
            htmlFor="contact-topic"
            className="mb-1.5 block text-sm font-medium text-slate-700"
          >
            Topic
          </label>
          <select
            id="contact-topic"
            name="topic"
            value={form.topic}
            onChange={(event) => handleChange("topic", event.target.value as ContactTopic)}
            className={inputClasses}
          >
            {CONTACT_TOPICS.map((topic) => (
              <option key={topic}>{topic}</option>
            ))}
          </select>
        </div>
        <div className="sm:col-span-2">
          <label
            htmlFor="contact-message"
            className="mb-1.5 block text-sm font-medium text-slate-700"
          >
            Message
          </label>
          <textarea
            id="contact-message"
            name="message"
            rows={5}
            required
            value={form.message}
            onChange={(event) => handleChange("message", event.target.value)}
            className={`${inputClasses} resize-y`}
          />
        </div>
      </div>
      <div className="mt-6 flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-xs leading-5 text-slate-500">
          Opens your email app with a message to {CONTACT_EMAIL}. Nothing is sent from this page.
        </p>
        <Button type="submit" icon={<Send className="size-4" aria-hidden />} className="shrink-0">
          Write email
        </Button>
      </div>
    </form>
  );
}
